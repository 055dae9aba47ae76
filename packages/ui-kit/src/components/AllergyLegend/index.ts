export { ALLERGEN_CODES, type AllergenCode, AllergyLegend, type AllergyLegendProps } from './AllergyLegend.tsx';
