import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Statistic from 'antd/es/statistic';

/** A card's figure: its test id (`report-<id>`), its title, and how it reads from a report. */
export type SummaryFigure<T> = { id: string; title: string; value: (report: T) => string };

/**
 * A report's key figures as cards. With a compared period each card shows both, side by side,
 * under the periods' names (`data-series` says which).
 */
export function SummaryCards<T>({
  figures,
  current,
  compared,
  labels,
}: {
  figures: SummaryFigure<T>[];
  current: T;
  compared?: T;
  labels?: { current: string; compared: string };
}) {
  return (
    <Flex wrap gap={16}>
      {figures.map((figure) => (
        <Card key={figure.id} size="small" style={{ flex: '1 1 200px' }} data-testid={`report-${figure.id}`} title={compared && labels ? figure.title : undefined}>
          {compared && labels ? (
            <Flex gap={24} wrap>
              <div data-series="current">
                <Statistic title={labels.current} value={0} formatter={() => figure.value(current)} />
              </div>
              <div data-series="compared">
                <Statistic title={labels.compared} value={0} formatter={() => figure.value(compared)} />
              </div>
            </Flex>
          ) : (
            <div data-series="current">
              <Statistic title={figure.title} value={0} formatter={() => figure.value(current)} />
            </div>
          )}
        </Card>
      ))}
    </Flex>
  );
}
