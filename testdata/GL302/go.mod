module example.com/gl302

go 1.22
