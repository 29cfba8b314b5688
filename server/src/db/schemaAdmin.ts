/**
 * Columns migration 016 adds to existing tables, merged into their row types here so that the shared
 * schema file stays untouched by the admin tools.
 */
declare module './schema' {
  interface DevicesTable {
    /** The purchase order that made the device (null for devices made before P.O.s were kept). */
    purchase_order_id: number | null;
  }
}

export {};
