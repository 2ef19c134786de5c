#ifndef INTENTFLOW_TOKENIZER_VOCABULARIES_H
#define INTENTFLOW_TOKENIZER_VOCABULARIES_H

#include <stddef.h>

/// The gzip-compressed o200k_base vocabulary (tiktoken format), embedded in the binary. Sets `*count` to its size.
const unsigned char *intentflow_vocabulary_o200k_base(size_t *count);

/// The gzip-compressed cl100k_base vocabulary (tiktoken format), embedded in the binary. Sets `*count` to its size.
const unsigned char *intentflow_vocabulary_cl100k_base(size_t *count);

#endif
