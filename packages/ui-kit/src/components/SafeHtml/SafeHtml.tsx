import { Typography, type TypographyProps } from '@mantine/core';
import { createElement, type ReactNode, useMemo } from 'react';
import classes from './SafeHtml.module.css';
import { type SafeNode, sanitizeHtml } from './sanitize-html.ts';

export interface SafeHtmlProps extends Omit<TypographyProps, 'children'> {
  /** HTML written by the restaurant; only the allow-listed part is shown (see `sanitizeHtml`). */
  html: string;
}

const VOID_TAGS = new Set(['br', 'hr', 'img']);
const REACT_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function renderNodes(nodes: readonly SafeNode[], path: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}.${index}`;
    if (node.kind === 'text') return node.text;
    const props: Record<string, string> = { key };
    for (const [name, value] of Object.entries(node.attributes)) props[REACT_NAMES[name] ?? name] = value;
    if (node.tag === 'img') props.loading = 'lazy';
    return VOID_TAGS.has(node.tag) ? createElement(node.tag, props) : createElement(node.tag, props, ...renderNodes(node.children, key));
  });
}

/** A restaurant's rich text (blog post, legal text) in the theme's typography, without any of its script. */
export function SafeHtml({ html, className, ...others }: SafeHtmlProps) {
  const nodes = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography className={[classes.root, className].filter(Boolean).join(' ')} {...others}>
      {renderNodes(nodes, 'n')}
    </Typography>
  );
}
