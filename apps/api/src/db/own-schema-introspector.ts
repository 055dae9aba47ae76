import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type QueryExecutorProvider,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  table_type: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: boolean;
}

/**
 * Kysely's PostgreSQL introspector limited to the connection's own schema (`current_schema()`):
 * the same tables and columns for it, none of the others. Kysely's reads every schema of the
 * database and calls name-based functions (`has_schema_privilege`, `pg_get_serial_sequence`) on
 * each table it sees, so a migration failed whenever another schema's tables were dropped at that
 * moment (`schema "…" does not exist`, `column "…" of relation "orders" does not exist`: the API
 * tests on PostgreSQL, each in its own schema of one database). The migrator is its only user.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: QueryExecutorProvider;

  constructor(db: QueryExecutorProvider) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.#db);
    return rows.filter((row) => row.name !== null);
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as table_type, ns.nspname as "schema", a.attname as "column",
        a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as "type", dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        (a.attidentity <> '' or pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) is not null) as auto_incrementing
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && (row.table === 'kysely_migration' || row.table === 'kysely_migration_lock')) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', isForeign: row.table_type === 'f', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.auto_incrementing,
        hasDefaultValue: row.has_default,
        ...(row.column_description === null ? {} : { comment: row.column_description }),
      });
    }
    return [...tables.values()];
  }
}

/** PostgresDialect whose introspection (the migrator's table checks) sees the connection's own schema only. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
