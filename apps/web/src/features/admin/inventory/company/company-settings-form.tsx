import { useState, type FormEvent } from 'react';
import { CHAT_MODULES, SOCIAL_NETWORKS, type CompanySettingsInput } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { useSaveCompanySettingsMutation } from './company.api';

const MODULE_LABELS: Record<(typeof CHAT_MODULES)[number], string> = {
  general: 'General',
  hotels: 'Hotels',
  attractions: 'Attractions',
  visas: 'Visas',
  a2as: 'A2A tickets',
  quotations: 'Quotations',
};

/** Contacts, chat numbers per module and social links, saved against the version they were opened at. */
export function CompanySettingsForm({ settings }: { settings: CompanySettingsInput }) {
  const [form, setForm] = useState({
    contactEmail: settings.contactEmail,
    enquiryEmail: settings.enquiryEmail,
    postalAddress: settings.postalAddress,
    phoneNumbers: settings.phoneNumbers.join('\n'),
    whatsappNumber: settings.whatsappNumber,
    arabicDigits: settings.arabicDigits ?? 'latn',
  });
  const [chat, setChat] = useState(settings.chatNumbers);
  const [social, setSocial] = useState<Record<string, string>>({ ...settings.socialLinks });
  const [save, state] = useSaveCompanySettingsMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      ...form,
      arabicDigits: form.arabicDigits === 'arab' ? 'arab' : 'latn',
      phoneNumbers: form.phoneNumbers
        .split('\n')
        .map((p) => p.trim())
        .filter(Boolean),
      chatNumbers: chat,
      socialLinks: Object.fromEntries(Object.entries(social).filter(([, url]) => url.trim() !== '')),
      version: settings.version,
    });
  };

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Company settings" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Contact e-mail" required error={errors.contactEmail?.[0]}>
          <Input
            type="email"
            value={form.contactEmail}
            onChange={(e) => set('contactEmail', e.target.value)}
          />
        </Field>
        <Field label="Enquiry e-mail" required error={errors.enquiryEmail?.[0]}>
          <Input
            type="email"
            value={form.enquiryEmail}
            onChange={(e) => set('enquiryEmail', e.target.value)}
          />
        </Field>
        <Field label="Phone numbers" hint="One per line" required error={errors.phoneNumbers?.[0]}>
          <Textarea
            rows={3}
            value={form.phoneNumbers}
            onChange={(e) => set('phoneNumbers', e.target.value)}
          />
        </Field>
        <Field label="Postal address" required error={errors.postalAddress?.[0]}>
          <Textarea
            rows={3}
            value={form.postalAddress}
            onChange={(e) => set('postalAddress', e.target.value)}
          />
        </Field>
        <Field
          label="Digits in Arabic"
          hint="How the agent portal writes numbers, money and dates in Arabic"
          error={errors.arabicDigits?.[0]}
        >
          <Select
            value={form.arabicDigits}
            onChange={(e) => set('arabicDigits', e.target.value)}
            options={[
              { value: 'latn', label: 'Western (0123456789)' },
              { value: 'arab', label: 'Arabic-Indic (٠١٢٣٤٥٦٧٨٩)' },
            ]}
          />
        </Field>
        <Field label="WhatsApp number" required error={errors.whatsappNumber?.[0]}>
          <Input value={form.whatsappNumber} onChange={(e) => set('whatsappNumber', e.target.value)} />
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Chat numbers per module</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {CHAT_MODULES.map((m) => (
            <Field key={m} label={MODULE_LABELS[m]} required error={errors[`chatNumbers.${m}`]?.[0]}>
              <Input value={chat[m]} onChange={(e) => setChat((c) => ({ ...c, [m]: e.target.value }))} />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Social links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((n) => (
            <Field
              key={n}
              label={n === 'x' ? 'X' : n[0]!.toUpperCase() + n.slice(1)}
              hint="https://... or empty"
              error={errors[`socialLinks.${n}`]?.[0]}
            >
              <Input
                type="url"
                value={social[n] ?? ''}
                onChange={(e) => setSocial((s) => ({ ...s, [n]: e.target.value }))}
              />
            </Field>
          ))}
        </div>
      </fieldset>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          Saved: agents see it now
        </p>
      )}
      <Button type="submit" loading={state.isLoading}>
        Save settings
      </Button>
    </form>
  );
}
