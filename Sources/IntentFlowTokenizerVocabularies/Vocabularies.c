// The vocabularies are embedded with C23 `#embed` so the `intentflow` executable is self-contained: it can be copied
// anywhere without a resource bundle. The files beside this one are OpenAI's, under the MIT licence in LICENSE.
#include "IntentFlowTokenizerVocabularies.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char o200k_base[] = {
#embed "o200k_base.tiktoken.gz"
};

static const unsigned char cl100k_base[] = {
#embed "cl100k_base.tiktoken.gz"
};

#pragma clang diagnostic pop

const unsigned char *intentflow_vocabulary_o200k_base(size_t *count) {
    *count = sizeof o200k_base;
    return o200k_base;
}

const unsigned char *intentflow_vocabulary_cl100k_base(size_t *count) {
    *count = sizeof cl100k_base;
    return cl100k_base;
}
