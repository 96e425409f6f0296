import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequest, type ContactRequest } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useToast } from '../../../lib/use-toast';
import { useSendContactMessageMutation } from '../api/contact.api';
import { splitServerErrors } from '../../../lib/server-errors';
import { useT } from '../../../lib/i18n';

const FIELDS = ['name', 'email', 'message'] as const;
const EMPTY: ContactRequest = { name: '', email: '', message: '' };

/** Contact form of /contactusb2b: stored and mailed by the API; a success toast and a cleared form on success. */
export function ContactForm() {
  const t = useT();
  const toast = useToast();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(contactRequest), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    const result = await send(values);
    if ('error' in result) {
      const { byField, general } = splitServerErrors(result.error, FIELDS);
      for (const field of FIELDS) {
        const message = byField[field];
        if (message) setError(field, { type: 'server', message });
      }
      setGeneralError(general);
      if (general) toast.error(t('pages.messageNotSent', 'Message not sent'), general);
      return;
    }
    toast.success(t('pages.messageSent', 'Message sent'), result.data.message);
    reset(EMPTY);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        {t('pages.sendUsAMessage2', 'Send us a message')}
      </h2>
      <Field label={t('pages.name', 'Name')} required error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field label={t('pages.eMail', 'E-mail')} required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label={t('pages.message', 'Message')}
        required
        error={errors.message?.message}
        hint={t('pages.atLeast10Characters', 'At least 10 characters.')}
      >
        <Textarea rows={6} {...register('message')} />
      </Field>
      {generalError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {generalError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={isLoading} className="w-full sm:w-auto">
        {t('pages.submitNow', 'Submit Now')}
      </Button>
    </form>
  );
}
