export { Bone } from './Bone.tsx';
