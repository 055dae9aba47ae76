import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { webAppConfig } from '../../vite.shared.ts';

export default defineConfig({ ...webAppConfig({ base: '/manager/', devPort: 5176 }), plugins: [react(), precompressPlugin()] });
