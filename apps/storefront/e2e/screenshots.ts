export { type ScreenshotOptions, screenshot } from '../../../playwright.shared.ts';
