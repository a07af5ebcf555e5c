//go:build !unix && !js

package main

import "os/exec"

// inOwnGroup: without Unix process groups, only the bot itself is ended.
func inOwnGroup(cmd *exec.Cmd) {}

func killTree(cmd *exec.Cmd) error { return cmd.Process.Kill() }
