export { AnnouncementModal, type AnnouncementModalProps } from './AnnouncementModal.tsx';
