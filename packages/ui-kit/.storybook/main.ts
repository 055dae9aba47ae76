import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceSourceConditions } from '../../../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../src/**/*.story.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen reads props without the TypeScript compiler API, which TypeScript 7 does not ship.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: workspaceSourceConditions.resolve }),
};

export default config;
