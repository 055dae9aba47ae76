// The bare React + Mantine app the apps' first-load JS is measured against: a provider, a shell,
// a heading, a text and a button; no router, no data fetching, no translations.
import '@mantine/core/styles.css';
import { Button, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { createElement as h, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return h(
    Container,
    { size: 'sm', py: 'xl' },
    h(
      Stack,
      { gap: 'md' },
      h(Title, { order: 1 }, 'Baseline'),
      h(Text, null, `Pressed ${count} times`),
      h(Button, { onClick: () => setCount(count + 1) }, 'Press'),
    ),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(h(StrictMode, null, h(MantineProvider, null, h(App))));
