import { useEffect } from 'react';
import { applyCompanyDigits } from '../../lib/i18n';
import { useCompanyConfigQuery } from '../../lib/shell-api';

/** Numbers, money and dates in Arabic take the digits the company chose (company settings, issue 35). */
export function useCompanyDigits(): void {
  const { data: config } = useCompanyConfigQuery();
  const digits = config?.arabicDigits;
  useEffect(() => {
    if (digits) applyCompanyDigits(digits);
  }, [digits]);
}
