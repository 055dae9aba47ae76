export { PackageWizard, type PackageWizardProps } from './PackageWizard.tsx';
