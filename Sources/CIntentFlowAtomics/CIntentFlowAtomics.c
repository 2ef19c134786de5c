// The functions are `static inline` in the header; SwiftPM needs one source file per C target.
#include "CIntentFlowAtomics.h"
