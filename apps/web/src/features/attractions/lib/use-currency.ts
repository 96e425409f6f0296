import { useAppSelector } from '../../../app/store';

export const useSelectedCurrency = () => useAppSelector((s) => s.home.selectedCurrency);
