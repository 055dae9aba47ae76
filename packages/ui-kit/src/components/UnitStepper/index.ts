export { UnitStepper, type UnitStepperProps } from './UnitStepper.tsx';
