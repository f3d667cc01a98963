export * from './geometry';
export { SpinWheel, type SpinWheelProps, type SpinWheelSegment } from './spin-wheel';
