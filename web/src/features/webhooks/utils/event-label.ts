import { useTranslation } from 'react-i18next';

/** An event type's name in the reader's language; a type the texts do not know yet, by itself. */
export function useEventTypeLabel() {
  const { t } = useTranslation();
  return (type: string) => t(`webhooks.eventTypes.${type}`, { defaultValue: type });
}

/** An event group's name ("application" → Applications); an unknown group by itself. */
export function useEventGroupLabel() {
  const { t } = useTranslation();
  return (group: string) => t(`webhooks.groups.${group}`, { defaultValue: group });
}
