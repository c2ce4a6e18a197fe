package engine

// handTScripts are cards scripted by hand (issue 16, batch T). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_t_test.go.
var handTScripts = []Script{}
