export { TeamProgress, formatTimeLeft, type TeamProgressProps } from './team-progress';
