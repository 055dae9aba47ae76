import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { webAppConfig } from '../../vite.shared.ts';

export default defineConfig({ ...webAppConfig({ base: '/event-shop/', devPort: 5174 }), plugins: [react(), precompressPlugin()] });
