export { SpecialOfferHeading, type SpecialOfferHeadingProps } from './SpecialOfferHeading.tsx';
