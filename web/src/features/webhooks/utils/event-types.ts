/** The event of the "Send test event" button: in the log, never subscribable. */
export const TEST_EVENT_TYPE = 'webhook.test';

export type EventTypeGroup = { group: string; types: string[] };

/**
 * Event types by what they are about ("application.moved" → application), the groups and the
 * types within them in the order given (the API's order).
 */
export function groupEventTypes(types: readonly string[]): EventTypeGroup[] {
  const groups: EventTypeGroup[] = [];
  for (const type of types) {
    const group = type.split('.')[0];
    const found = groups.find((entry) => entry.group === group);
    if (found) found.types.push(type);
    else groups.push({ group, types: [type] });
  }
  return groups;
}

/** The chosen types in the order of `types` (the API's), whatever order they were ticked in; unknown ones last. */
export function inListOrder(chosen: readonly string[], types: readonly string[]): string[] {
  const rank = (type: string) => (types.includes(type) ? types.indexOf(type) : types.length);
  return [...chosen].sort((a, b) => rank(a) - rank(b));
}
