import { useMemo } from 'react';
import { VictoryArea, VictoryAxis, VictoryChart } from 'victory';
import { t } from './i18n';
import { chartRows, formatCount, formatDay, formatDayShort, tickIndexes, type DayRow } from './series';
import { useElementWidth } from './useElementWidth';

/** The two series' colours, also used by the legend (the design tokens' primary and accent). */
const INSTALLS_COLOR = '#1f4e8c';
const VISITS_COLOR = '#f2a516';
const AXIS_COLOR = '#5b6575';
/** The width the chart is drawn at before its box is measured, and the narrowest it is drawn at. */
const DEFAULT_WIDTH = 760;
const MIN_WIDTH = 260;
/** Under this width the chart is lower and its x axis has fewer day labels (they would overlap). */
const COMPACT_WIDTH = 520;

const axisStyle = {
  axis: { stroke: '#c3c9d2' },
  grid: { stroke: '#eef0f3' },
  tickLabels: { fill: AXIS_COLOR, fontSize: 11, padding: 6, fontFamily: 'inherit' },
};

/**
 * Visits and installations per UTC day, oldest to newest. The x axis is the day's index, not a
 * time scale: time scales tick in the viewer's zone and would label UTC days a day off.
 */
export function EngagementChart({ rows, totals }: { rows: readonly DayRow[]; totals: { visits: number; installs: number } }) {
  const { ref, width: measured } = useElementWidth<HTMLDivElement>();
  const width = Math.max(MIN_WIDTH, measured ?? DEFAULT_WIDTH);
  const compact = width < COMPACT_WIDTH;
  const points = useMemo(() => chartRows(rows), [rows]);
  const ticks = useMemo(() => tickIndexes(points.length, compact ? 4 : 7), [points.length, compact]);
  if (points.length === 0) return null;
  const visits = points.map((row, x) => ({ x, y: row.visits }));
  const installs = points.map((row, x) => ({ x, y: row.installs }));
  const highest = Math.max(1, ...points.map((row) => Math.max(row.visits, row.installs)));
  const desc = t('metrics.chartDesc', {
    from: formatDay(rows[0]!.date),
    to: formatDay(rows[rows.length - 1]!.date),
    visits: formatCount(totals.visits),
    installs: formatCount(totals.installs),
  });
  return (
    <figure className="metrics-chart">
      <div ref={ref}>
        <VictoryChart
          title={t('metrics.chartTitle')}
          desc={desc}
          height={compact ? 220 : 280}
          width={width}
          padding={{ top: 16, right: 24, bottom: 40, left: 52 }}
          domain={{ y: [0, highest] }}
          domainPadding={{ y: [0, 8] }}
        >
          <VictoryAxis tickValues={ticks} tickFormat={(x: number) => formatDayShort(points[x]?.date ?? '')} style={axisStyle} />
          <VictoryAxis
            dependentAxis
            // Whole numbers only: half a visit reads oddly.
            tickFormat={(y: number) => (Number.isInteger(y) ? formatCount(y) : '')}
            style={axisStyle}
          />
          <VictoryArea
            data={visits}
            interpolation="monotoneX"
            style={{ data: { fill: VISITS_COLOR, fillOpacity: 0.2, stroke: VISITS_COLOR, strokeWidth: 2 } }}
          />
          <VictoryArea
            data={installs}
            interpolation="monotoneX"
            // Dashed, so the visits' line still shows where both series have the same counts (it lay hidden below).
            style={{ data: { fill: INSTALLS_COLOR, fillOpacity: 0.15, stroke: INSTALLS_COLOR, strokeWidth: 2, strokeDasharray: '6 4' } }}
          />
        </VictoryChart>
      </div>
      <figcaption>
        <ul className="metrics-legend">
          <li>
            <span className="metrics-legend__swatch" style={{ background: INSTALLS_COLOR }} aria-hidden="true" />
            {t('metrics.seriesInstalls')}
          </li>
          <li>
            <span className="metrics-legend__swatch" style={{ background: VISITS_COLOR }} aria-hidden="true" />
            {t('metrics.seriesVisits')}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
