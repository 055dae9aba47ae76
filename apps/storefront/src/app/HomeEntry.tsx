// The home entry moved to the table area, which owns QR-code visits; the router may import it from there.
export { HomeEntry } from '../features/table/index.ts';
