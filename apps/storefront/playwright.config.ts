import { phoneAndDesktopProjects, platformTestConfig } from '../../playwright.shared.ts';

// The guest's journeys run on a phone and on a desktop (see SIZE_TAGS for which test runs where).
export default platformTestConfig({ projects: phoneAndDesktopProjects() });
