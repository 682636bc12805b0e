export { BarList, ColumnChart } from './charts';
export type { ChartDatum } from './charts';
