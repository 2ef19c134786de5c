// A flag read and written with C11 atomics, for the store's lock-free "inbox is empty" check.
// `Synchronization.Atomic` needs macOS 15 / iOS 18; the package supports older systems.
#ifndef CINTENTFLOWATOMICS_H
#define CINTENTFLOWATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>

/// Reads the flag at `flag` (a `bool` only ever accessed through these functions once shared), acquiring
/// what the thread that last set it released.
static inline bool intentflow_flag_load(const void *flag) {
    return atomic_load_explicit((const _Atomic(bool) *)flag, memory_order_acquire);
}

/// Sets the flag at `flag` to `value`, releasing this thread's earlier writes to whoever reads it.
static inline void intentflow_flag_store(void *flag, bool value) {
    atomic_store_explicit((_Atomic(bool) *)flag, value, memory_order_release);
}

#endif
