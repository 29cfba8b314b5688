// Device page (spec 2 §2.1): one import per field file.
export {};
