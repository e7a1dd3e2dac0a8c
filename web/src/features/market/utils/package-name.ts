import { useTranslation } from 'react-i18next';

/** A package's name: the known ones translated, any other by its id. */
export function usePackageName() {
  const { t } = useTranslation();
  return (id: string) => t(`market.packages.names.${id}`, { defaultValue: id });
}
