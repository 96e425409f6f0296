import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { Switch } from '../switch';
import { useT } from '../../../../lib/i18n';

/**
 * One section of the quotation form. With `enabled`, a switch in the header includes or leaves out
 * the section (spec section 3: the section switches); switched off, the body is hidden.
 */
export function SectionCard({
  title,
  description,
  enabled,
  onToggle,
  toggleDisabled,
  error,
  children,
}: {
  title: string;
  description?: ReactNode;
  enabled?: boolean;
  onToggle?: (on: boolean) => void;
  toggleDisabled?: boolean;
  /** A message about the section as a whole (e.g. "Add at least one stay option"). */
  error?: string | undefined;
  children: ReactNode;
}) {
  const t = useT();
  const on = enabled ?? true;
  return (
    <Card>
      <CardHeader
        title={title}
        description={description}
        actions={
          onToggle ? (
            <Switch
              checked={on}
              onChange={onToggle}
              disabled={toggleDisabled}
              label={on ? t('quotations.included', 'Included') : t('quotations.notIncluded', 'Not included')}
              ariaLabel={t('quotations.include', 'Include {section}', { section: title.toLowerCase() })}
            />
          ) : null
        }
      />
      {on || error ? (
        <CardBody className="space-y-4">
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {error}
            </p>
          ) : null}
          {on ? children : null}
        </CardBody>
      ) : null}
    </Card>
  );
}
