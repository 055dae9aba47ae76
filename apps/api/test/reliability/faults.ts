import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, RootOperationNode } from 'kysely';
import type { Database } from '../../src/db/database.ts';

/** A statement a fault waits for: its kind and the table it writes to or reads from first. */
export interface StatementPattern {
  kind: 'InsertQueryNode' | 'UpdateQueryNode' | 'SelectQueryNode';
  table: string;
  /** Selects only: how many joins it has (tells the ticket count from the other reads of `orders`). */
  joins?: number;
}

/**
 * `after`: the statement runs, then its caller gets the error (a connection lost after the write;
 * a transaction must roll the write back). `before`: the statement never reaches the database.
 */
export type FaultTiming = 'before' | 'after';

/** The message of every injected error: an answer that shows it leaked the details of a 5xx. */
export const INJECTED_FAULT = 'injected fault';

export interface FaultSwitch {
  /** Fails the next statement matching `pattern`, once. */
  arm(pattern: StatementPattern, timing: FaultTiming): void;
  /** Forgets an armed fault that did not fire. */
  disarm(): void;
  /** How many faults fired since the switch was made. */
  fired(): number;
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const record = node as unknown as Record<string, OperationNode | undefined>;
  if (node.kind === 'TableNode') return (record.table as unknown as { identifier: { name: string } }).identifier.name;
  if (node.kind === 'AliasNode') return tableName(record.node);
  return undefined;
}

function statementOf(node: RootOperationNode): { kind: string; table: string | undefined; joins: number } {
  const joins = 'joins' in node ? (node.joins?.length ?? 0) : 0;
  if (node.kind === 'InsertQueryNode') return { kind: node.kind, table: tableName(node.into), joins };
  if (node.kind === 'UpdateQueryNode') return { kind: node.kind, table: tableName(node.table), joins };
  if (node.kind === 'SelectQueryNode') return { kind: node.kind, table: tableName(node.from?.froms[0]), joins };
  return { kind: node.kind, table: undefined, joins };
}

const matches = (node: RootOperationNode, pattern: StatementPattern) => {
  const seen = statementOf(node);
  return seen.kind === pattern.kind && seen.table === pattern.table && (pattern.joins === undefined || pattern.joins === seen.joins);
};

/**
 * A database whose Kysely instance fails one chosen statement when armed: a Kysely plugin on the
 * test side (`withPlugin`), so that the app's code runs unchanged and meets the failure where a
 * real one would hit it. Everything built on `database.db` (stores, transactions) carries it.
 */
export function withFaults(database: Database): { database: Database; faults: FaultSwitch } {
  let armed: { pattern: StatementPattern; timing: FaultTiming } | undefined;
  let fired = 0;
  const doomed = new Set<string>();
  const fire = (): never => {
    fired += 1;
    throw new Error(INJECTED_FAULT);
  };
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      if (armed && matches(node, armed.pattern)) {
        const { timing } = armed;
        armed = undefined;
        if (timing === 'before') fire();
        doomed.add(queryId.queryId);
      }
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs) {
      if (doomed.delete(queryId.queryId)) fire();
      return result;
    },
  };
  return {
    database: { ...database, db: database.db.withPlugin(plugin) },
    faults: {
      arm: (pattern, timing) => {
        armed = { pattern, timing };
      },
      disarm: () => {
        armed = undefined;
      },
      fired: () => fired,
    },
  };
}
