export { LogOutline } from './outline';
export { HOST_COUNT_NAMES, LINE_KIND } from './types';
export type {
  HostCountName,
  HostSummary,
  LineKind,
  LineTime,
  LogSection,
  SectionKind,
  TerraformPlan,
} from './types';
