// Sensor page graph, table, settings, annotations (spec 2 §2.2): one import per field file.
export {};
