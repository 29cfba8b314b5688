// Update Devices, Check Alarms Set, message log (spec 3): one import per field file.
export {};
