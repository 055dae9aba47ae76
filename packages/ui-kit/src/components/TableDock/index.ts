export { TableDock, type TableDockProps } from './TableDock.tsx';
