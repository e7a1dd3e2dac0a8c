import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEventGroupLabel, useEventTypeLabel } from '../utils/event-label';
import { groupEventTypes, inListOrder } from '../utils/event-types';

type Props = {
  eventTypes: readonly string[];
  /** Given by Form.Item. */
  value?: string[];
  onChange?: (value: string[]) => void;
};

/**
 * The subscribable event types as checkboxes, grouped by what they are about (applications,
 * interviews, offers). The value keeps the API's order, so a saved endpoint reads the same
 * whatever order its events were ticked in.
 */
export function EventTypeCheckboxes({ eventTypes, value, onChange }: Props) {
  const typeLabel = useEventTypeLabel();
  const groupLabel = useEventGroupLabel();
  return (
    <Checkbox.Group value={value} onChange={(chosen) => onChange?.(inListOrder(chosen, eventTypes))} style={{ display: 'block' }}>
      <Flex vertical gap={12}>
        {groupEventTypes(eventTypes).map(({ group, types }) => (
          <Flex vertical gap={4} key={group} role="group" aria-label={groupLabel(group)} data-testid="event-group">
            <Typography.Text strong>{groupLabel(group)}</Typography.Text>
            {types.map((type) => (
              <Checkbox key={type} value={type}>
                {typeLabel(type)} <Typography.Text code>{type}</Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}
