import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/** Spec section 2.1 group G: the catch-all route and /error. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span
        className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <Compass className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wider text-accent-700 uppercase">
        {t('notFound.error404', 'Error 404')}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
        {t('notFound.pageNotFound', 'Page not found')}
      </h1>
      <p className="mt-3 text-slate-600">
        {t(
          'notFound.thePageYouAre',
          'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
        )}
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('notFound.backToHome', 'Back to home')}
      </Link>
    </div>
  );
}

export default NotFoundPage;
