export { CATEGORY_SHEET_TALL_FROM, CategorySheet, type CategorySheetProps } from './CategorySheet.tsx';
