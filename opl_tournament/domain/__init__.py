"""Pure tournament logic: no Qt, no SQL, no I/O, no wall clock."""
