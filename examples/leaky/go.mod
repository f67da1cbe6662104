module example.com/leaky

go 1.22
