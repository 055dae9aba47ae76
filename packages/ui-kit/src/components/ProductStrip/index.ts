export { ProductStrip, type ProductStripProps } from './ProductStrip.tsx';
