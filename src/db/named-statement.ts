/**
 * A statement written with named parameters (`:start`), bound by name. D1
 * takes ordinal ones only (`?1`); a query that names the same dozen values
 * several times (the booking's guarded write) reads far better by name. A
 * name the values lack throws, so a typo never binds null.
 */
export function namedStatement(db: D1Database, sql: string, values: Readonly<Record<string, unknown>>): D1PreparedStatement {
  const names: string[] = [];
  const ordinal = sql.replace(/(?<![:\w]):([A-Za-z]\w*)/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`The statement names :${name}, which no value is given for.`);
    const index = names.includes(name) ? names.indexOf(name) : names.push(name) - 1;
    return `?${index + 1}`;
  });
  return db.prepare(ordinal).bind(...names.map((name) => values[name]));
}
