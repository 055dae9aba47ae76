import { platformTestConfig } from '../../playwright.shared.ts';

export default platformTestConfig();
