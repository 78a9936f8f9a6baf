// Replaced by the module's tests.
