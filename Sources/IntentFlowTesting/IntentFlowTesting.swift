// The IntentFlowTesting module. Its types live in one file each beside this one.
