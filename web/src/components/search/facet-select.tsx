import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import type { FacetOption } from './facets';

type Option<V extends string | number> = Omit<FacetOption<V>, 'count'> & { count?: number };

/** A filter whose options show how many results each value has (where the API counts them). */
export function FacetSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  multiple = false,
  placeholder,
}: {
  label: string;
  options: Option<V>[];
  value: V | V[] | undefined;
  onChange: (value: V | V[] | undefined) => void;
  multiple?: boolean;
  placeholder?: string;
}) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{label}</Typography.Text>
      <Select<V | V[]>
        aria-label={label}
        allowClear
        showSearch
        mode={multiple ? 'tags' : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(next) => onChange(next === null ? undefined : next)}
        optionFilterProp="text"
        options={options.map((option) => ({
          value: option.value,
          text: option.label,
          title: option.label,
          label: (
            <Flex justify="space-between" gap={8}>
              <span>{option.label}</span>
              {option.count !== undefined && (
                <Typography.Text type="secondary" data-testid="facet-count">
                  {option.count}
                </Typography.Text>
              )}
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
}
