export { Badge, badgeVariants, type BadgeEmphasis, type BadgeProps, type BadgeVariant } from './badge';
