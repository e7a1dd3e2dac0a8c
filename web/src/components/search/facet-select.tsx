import Flex from 'antd/es/flex';
import { Select } from '@/components/ui/select';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import type { FacetOption } from './facets';

type Option<V extends string | number> = Omit<FacetOption<V>, 'count'> & { count?: number };

/** A filter's title above its control. */
export function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** An option of a filter with its number of results beside it. */
export function FacetOptionLabel({ label, count }: { label: string; count?: number }) {
  return (
    <Flex justify="space-between" gap={8}>
      <span>{label}</span>
      {count !== undefined && (
        <Typography.Text type="secondary" data-testid="facet-count">
          {count}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A filter whose options show how many results each value has (where the API counts them). */
export function FacetSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  options: Option<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  placeholder?: string;
}) {
  return (
    <Filter label={label}>
      <Select<V>
        aria-label={label}
        allowClear
        showSearch
        placeholder={placeholder}
        value={value}
        onChange={(next) => onChange(next ?? undefined)}
        optionFilterProp="text"
        options={options.map((option) => ({
          value: option.value,
          text: option.label,
          title: option.label,
          label: <FacetOptionLabel label={option.label} count={option.count} />,
        }))}
      />
    </Filter>
  );
}
